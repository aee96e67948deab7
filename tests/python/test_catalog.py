# SPDX-License-Identifier: Apache-2.0
"""The catalog through the binding, against docs/domain.md §1 (tables in facts.py)."""

import pytest

import facts
import foodtruck as ft
from foodtruck import Flavor, IngredientKind, Locale

KINDS = {kind.name.lower(): kind for kind in IngredientKind}
INGREDIENT_ROWS = [
    (kind, index, row) for kind, rows in facts.INGREDIENTS.items() for index, row in enumerate(rows)
]
INGREDIENT_IDS = ["%s-%d" % row[:2] for row in INGREDIENT_ROWS]
ARABIC = range(0x0600, 0x0700)
CHOCOLATE = [0, 3, 5, 7, 9, 14, 16]  # with chocolate dough, glaze or topping (docs/domain.md §1.6)


def reference_most_potent(values):
    """docs/domain.md §1.1, written independently: start (sweet, 0), strictly greater wins."""
    best, best_value = Flavor.SWEET, 0
    for flavor, value in zip(Flavor, values):
        if value > best_value:
            best, best_value = flavor, value
    return best, best_value


def as_tuple(profile):
    return tuple(profile[flavor] for flavor in Flavor)


def summed_profile(dough, glaze, topping):
    """A recipe's profile summed here from the library's ingredient profiles."""
    total = [0] * 6
    for kind, index in zip(IngredientKind, (dough, glaze, topping)):
        if index is not None:
            total = [a + b for a, b in zip(total, as_tuple(ft.ingredient_flavors(kind, index)))]
    return tuple(total)


def has_arabic(text):
    return any(ord(ch) in ARABIC for ch in text)


# ---- Ingredients (docs/domain.md §1.2-1.4) ------------------------------------------------------


@pytest.mark.parametrize("kind,count", [("dough", 7), ("glaze", 7), ("topping", 24)])
def test_ingredient_counts(kind, count):
    assert ft.ingredient_count(KINDS[kind]) == count == len(facts.INGREDIENTS[kind])


@pytest.mark.parametrize("kind,index,row", INGREDIENT_ROWS, ids=INGREDIENT_IDS)
def test_ingredient(truck, kind, index, row):
    static_name, display_name, image_key, profile = row
    assert ft.ingredient_flavors(KINDS[kind], index) == ft.FlavorProfile(*profile)
    assert ft.ingredient_image_key(KINDS[kind], index) == image_key
    assert ft.ingredient_slug(KINDS[kind], index) == "%s/%s" % (kind, facts.kebab(static_name))
    assert truck.ingredient_name(KINDS[kind], index) == display_name
    truck.locale = Locale.AR
    arabic = truck.ingredient_name(KINDS[kind], index)
    assert arabic != display_name and has_arabic(arabic)


def test_slugs_are_unique_across_kinds():
    slugs = [ft.ingredient_slug(KINDS[kind], index) for kind, index, _ in INGREDIENT_ROWS]
    assert len(slugs) == len(set(slugs)) == 38


def test_slug_and_image_key_examples_and_quirk():
    assert ft.ingredient_slug(IngredientKind.GLAZE, 2) == "glaze/sour-candy"
    assert ft.ingredient_slug(IngredientKind.TOPPING, 10) == "topping/blueberry-lines"
    # The original's quirk, kept: Blueberry Lines shows the lattice picture.
    assert ft.ingredient_image_key(IngredientKind.TOPPING, 10) == "crisscross-blue"
    assert ft.ingredient_image_key(IngredientKind.TOPPING, 3) == "crisscross-blue"
    assert ft.ingredient_image_key(IngredientKind.TOPPING, 11) == "straight-brown"


@pytest.mark.parametrize(
    "call",
    [
        lambda: ft.ingredient_count(3),
        lambda: ft.ingredient_flavors(IngredientKind.DOUGH, 7),
        lambda: ft.ingredient_flavors(IngredientKind.TOPPING, -1),
        lambda: ft.ingredient_slug(-1, 0),
        lambda: ft.ingredient_image_key(IngredientKind.GLAZE, 7),
    ],
)
def test_bad_ingredient_arguments_raise(call):
    with pytest.raises(ft.InvalidArgumentError) as error:
        call()
    assert error.value.status == ft.Status.INVALID_ARGUMENT
    assert error.value.message.startswith("foodtruck_ingredient_")


# ---- Donuts (docs/domain.md §1.6) ---------------------------------------------------------------


@pytest.mark.parametrize("row", facts.DONUTS, ids=[d["name"] for d in facts.DONUTS])
def test_catalog_donut(truck, row):
    donut = truck.donut(row["id"])
    assert (donut.id, donut.dough, donut.glaze, donut.topping) == (
        row["id"], row["dough"], row["glaze"], row["topping"],
    )
    assert as_tuple(donut.flavors) == row["profile"]
    assert donut.flavors == ft.FlavorProfile(*row["profile"])
    assert summed_profile(donut.dough, donut.glaze, donut.topping) == row["profile"]
    assert donut.most_potent_flavor == Flavor[row["most_potent"].upper()]
    assert donut.most_potent_value == row["most_potent_value"]
    potent = (donut.most_potent_flavor, donut.most_potent_value)
    assert reference_most_potent(row["profile"]) == potent
    assert donut.is_custom is False
    assert truck.donut_name(row["id"]) == row["name"]


def test_donut_count_and_unknown_ids(truck):
    assert truck.donut_count() == ft.CATALOG_DONUT_COUNT == len(facts.DONUTS)
    for bad in (17, -1, 2**31 - 1, -(2**31)):
        with pytest.raises(ft.NotFoundError, match="foodtruck_donut_get"):
            truck.donut(bad)
        with pytest.raises(ft.NotFoundError, match="foodtruck_donut_name"):
            truck.donut_name(bad)


def test_names_differ_between_english_and_arabic(truck):
    english = [truck.donut_name(i) for i in range(17)]
    flavors_en = [truck.flavor_name(f) for f in Flavor]
    truck.locale = Locale.AR
    arabic = [truck.donut_name(i) for i in range(17)]
    flavors_ar = [truck.flavor_name(f) for f in Flavor]
    for en, ar in zip(english + flavors_en, arabic + flavors_ar):
        assert en != ar and has_arabic(ar) and not has_arabic(en)
    assert len(set(arabic)) == 17


def test_flavor_names_in_english(truck):
    assert [truck.flavor_name(f) for f in Flavor] == [
        "Salty", "Sweet", "Bitter", "Sour", "Savory", "Spicy",
    ]
    with pytest.raises(ft.InvalidArgumentError, match="foodtruck_flavor_name"):
        truck.flavor_name(6)


def test_flavor_icons():
    # The original's own symbols named after the flavor; savory has none and uses face.smiling.
    assert [ft.icon_symbol(ft.flavor_icon(f)) for f in Flavor] == [
        "salty", "sweet", "bitter", "sour", "face.smiling", "spicy",
    ]
    assert ft.icon_name(ft.flavor_icon(Flavor.SAVORY)) == "face-smile"
    with pytest.raises(ft.InvalidArgumentError):
        ft.flavor_icon(6)


# ---- Locale --------------------------------------------------------------------------------------


def test_locale_and_direction(truck):
    assert truck.locale is Locale.EN and truck.is_right_to_left is False
    truck.locale = Locale.AR
    assert truck.locale is Locale.AR and truck.is_right_to_left is True
    for bad in (2, -1, 99):
        with pytest.raises(ft.InvalidArgumentError, match="foodtruck_truck_set_locale"):
            truck.locale = bad
    assert truck.locale is Locale.AR
    truck.locale = Locale.EN
    assert truck.locale is Locale.EN and truck.is_right_to_left is False


# ---- Sort orders (docs/domain.md §1.8) -----------------------------------------------------------


@pytest.mark.parametrize("flavor", facts.FLAVORS)
def test_sort_by_flavor(truck, flavor):
    assert truck.sort_by_flavor(Flavor[flavor.upper()]) == facts.FLAVOR_SORTS[flavor]


def test_sort_by_name_in_english(truck):
    names = {d["id"]: d["name"] for d in facts.DONUTS}
    expected = sorted(names, key=lambda i: (names[i].lower(), i))
    assert truck.sort_by_name() == expected
    assert expected[:3] == [14, 1, 3]  # Black Raspberry, Blueberry Frosted, Cosmos


def test_sort_by_name_in_arabic_is_another_permutation(truck):
    english = truck.sort_by_name()
    truck.locale = Locale.AR
    arabic = truck.sort_by_name()
    assert sorted(arabic) == list(range(17))
    assert arabic != english


# ---- Search (docs/domain.md §1.7) ----------------------------------------------------------------


def english_matches(text):
    """docs/domain.md §1.7, computed from its tables: name or any ingredient name contains text."""
    needle = text.lower()
    result = []
    for d in facts.DONUTS:
        names = [d["name"], facts.DOUGHS[d["dough"]][1]]
        names += [facts.GLAZES[d["glaze"]][1]] if d["glaze"] is not None else []
        names += [facts.TOPPINGS[d["topping"]][1]] if d["topping"] is not None else []
        if any(needle in name.lower() for name in names):
            result.append(d["id"])
    return result


@pytest.mark.parametrize(
    "text,expected",
    [
        ("", list(range(17))),
        ("classic", [0]),
        ("CLASSIC", [0]),
        ("lattice", [1, 7]),
        ("sprinkles", [0, 3, 4, 12]),
        ("SpRiNkLeS", [0, 3, 4, 12]),
        ("chocolate", CHOCOLATE),
        ("lemonade", [11, 12, 13, 15]),
        ("no such donut", []),
    ],
)
def test_search_in_english(truck, text, expected):
    assert truck.search(text) == expected == english_matches(text)


def arabic_matches(truck, fragment):
    """Donuts whose Arabic name or Arabic ingredient names contain fragment literally."""
    result = []
    for donut_id in range(truck.donut_count()):
        donut = truck.donut(donut_id)
        names = [truck.donut_name(donut_id)]
        for kind, index in zip(IngredientKind, (donut.dough, donut.glaze, donut.topping)):
            if index is not None:
                names.append(truck.ingredient_name(kind, index))
        if any(fragment in name for name in names):
            result.append(donut_id)
    return result


@pytest.mark.parametrize(
    "query,fragment,expected",
    [
        ("الشوكولاتة", "الشوكولاتة", CHOCOLATE),  # chocolate
        ("الشُّوكولاتة", "الشوكولاتة", CHOCOLATE),  # with damma and shadda
        ("الشوكولاته", "الشوكولاتة", CHOCOLATE),  # teh marbuta typed as heh
        ("الازرق", "الأزرق", [1, 7, 8, 14]),  # bare alef finds alef+hamza (blueberry)
        ("ليس موجودا", "ليس موجودا", []),
    ],
)
def test_search_in_arabic(truck, query, fragment, expected):
    truck.locale = Locale.AR
    assert truck.search(query) == expected == arabic_matches(truck, fragment)


def test_search_uses_the_session_language(truck):
    arabic_chocolate = "الشوكولاتة"
    assert truck.search(arabic_chocolate) == []
    truck.locale = Locale.AR
    assert truck.search("chocolate") == []
    assert truck.search("") == list(range(17))


def test_search_accepts_256_bytes_and_refuses_one_more(truck):
    assert ft.SEARCH_MAX_BYTES == 256
    assert truck.search("ل" * 128) == []  # 128 two-byte letters: at the limit
    with pytest.raises(ft.InvalidArgumentError, match="foodtruck_donut_search: text is longer than 256 bytes"):
        truck.search("a" * 257)
    with pytest.raises(ft.InvalidArgumentError):
        truck.search("a" * (1 << 20))


def test_search_refuses_text_with_nul(truck):
    with pytest.raises(ValueError):
        truck.search("choc\0olate")


# ---- Donut editor (docs/domain.md §1.6, §1.10) ---------------------------------------------------


def test_create_donuts(truck):
    first = truck.create_donut("  Maple Dream \t", 2, 5, 12)
    second = truck.create_donut("Bare", 6)
    assert (first, second) == (17, 18)
    assert truck.donut_count() == 19

    donut = truck.donut(first)
    assert (donut.dough, donut.glaze, donut.topping, donut.is_custom) == (2, 5, 12, True)
    expected = summed_profile(2, 5, 12)
    assert as_tuple(donut.flavors) == expected
    assert (donut.most_potent_flavor, donut.most_potent_value) == reference_most_potent(expected)
    assert truck.donut_name(first) == "Maple Dream"

    bare = truck.donut(second)
    assert (bare.glaze, bare.topping) == (None, None)
    assert bare.flavors == ft.ingredient_flavors(IngredientKind.DOUGH, 6)

    assert truck.search("maple") == [first]
    assert sorted(truck.sort_by_name()) == list(range(19))
    assert len(truck.sort_by_flavor(Flavor.SOUR)) == 19
    truck.locale = Locale.AR
    assert truck.donut_name(first) == "Maple Dream"  # the operator's name in every language
    assert truck.search("MAPLE") == [first]


@pytest.mark.parametrize(
    "name", ["a" * 64, "é" * 64, "ب" * 64, " " + "x" * 64 + " ", "Ünïcødé 🍩"]
)
def test_create_accepts_names_up_to_64_characters(truck, name):
    donut_id = truck.create_donut(name, 0)
    assert truck.donut_name(donut_id) == name.strip()


@pytest.mark.parametrize(
    "name", ["", "   ", "\t\n", "a" * 65, "é" * 65, "\x07", "Bad\x07Name", "Line\nBreak"],
    ids=[
        "empty", "spaces", "whitespace", "65-ascii", "65-accented",
        "bell", "inner-bell", "inner-newline",
    ],
)
def test_create_refuses_invalid_names(truck, name):
    with pytest.raises(ft.InvalidArgumentError, match="foodtruck_donut_create"):
        truck.create_donut(name, 0, 1, 1)
    assert truck.donut_count() == 17


BAD_RECIPES = [
    (7, 1, 1), (0, 7, 1), (0, 1, 24), (-1, 1, 1), (0, -2, 1), (0, 1, -2),
    (2**31 - 1, 1, 1), (0, 1, -(2**31)),
]


@pytest.mark.parametrize("recipe", BAD_RECIPES, ids=[str(r) for r in BAD_RECIPES])
def test_create_refuses_bad_indices(truck, recipe):
    with pytest.raises(ft.InvalidArgumentError, match="foodtruck_donut_create"):
        truck.create_donut("Fine Name", *recipe)
    assert truck.donut_count() == 17


def test_create_limits_names_in_bytes_too(truck):
    """One character can be any number of bytes: "Z" and 4,096,000 combining accents (8 MB)
    was once accepted as a one-character name. Names are at most 256 bytes as given."""
    assert (ft.DONUT_NAME_MAX_CHARACTERS, ft.DONUT_NAME_MAX_BYTES) == (64, 256)
    with pytest.raises(ft.InvalidArgumentError, match="name is longer than 256 bytes"):
        truck.create_donut("Z" + "\u0301" * 4_096_000, 0)
    with pytest.raises(ft.InvalidArgumentError, match="name is longer than 256 bytes"):
        truck.create_donut("x" * 64 + " " * 193, 0)  # 64 characters once trimmed, 257 bytes
    assert truck.donut_count() == 17
    # 64 Arabic letters with a diacritic each: 256 bytes, 64 characters, accepted.
    voweled = "بَ" * 64
    assert len(voweled.encode()) == 256
    assert truck.donut_name(truck.create_donut(voweled, 0)) == voweled


def test_create_refuses_nul_in_name(truck):
    with pytest.raises(ValueError):
        truck.create_donut("Half\0Name", 0)
    assert truck.donut_count() == 17


def test_edit_builtin_donut(truck):
    truck.edit_donut(0, " House Special ", 1, 3, 13)
    donut = truck.donut(0)
    assert (donut.dough, donut.glaze, donut.topping, donut.is_custom) == (1, 3, 13, True)
    assert as_tuple(donut.flavors) == summed_profile(1, 3, 13)
    assert truck.donut_name(0) == "House Special"
    truck.locale = Locale.AR
    assert truck.donut_name(0) == "House Special"
    assert truck.donut_count() == 17
    truck.edit_donut(0, "No Toppings", 4)
    assert (truck.donut(0).glaze, truck.donut(0).topping) == (None, None)


def test_edit_custom_donut(truck):
    donut_id = truck.create_donut("Draft", 0)
    truck.edit_donut(donut_id, "Final", 5, 0, 0)
    assert truck.donut_name(donut_id) == "Final"
    assert truck.donut(donut_id).dough == 5


@pytest.mark.parametrize("donut_id", [17, -1, 999, 2**31 - 1])
def test_edit_unknown_id(truck, donut_id):
    with pytest.raises(ft.NotFoundError, match="foodtruck_donut_edit"):
        truck.edit_donut(donut_id, "Ghost", 0)


@pytest.mark.parametrize(
    "name,recipe", [("", (0, 1, 1)), ("a" * 65, (0, 1, 1)), ("Ok", (0, 7, 1)), ("Ok", (-1, 1, 1))]
)
def test_failed_edit_changes_nothing(truck, name, recipe):
    before = truck.donut(5), truck.donut_name(5)
    with pytest.raises(ft.InvalidArgumentError, match="foodtruck_donut_edit"):
        truck.edit_donut(5, name, *recipe)
    assert (truck.donut(5), truck.donut_name(5)) == before


def test_template(truck):
    template = truck.donut_template()
    assert (template.id, template.dough, template.glaze, template.topping) == (17, 4, 1, 1)
    assert template.id == truck.donut_count()
    assert template.is_custom is True
    assert template.flavors == truck.donut(0).flavors  # the same recipe as The Classic
    assert truck.donut_template_name() == "New Donut"
    truck.locale = Locale.AR
    arabic = truck.donut_template_name()
    assert arabic != "New Donut" and has_arabic(arabic)
    truck.create_donut("Made", 0)
    assert truck.donut_template().id == 18 == truck.donut_count()


# ---- Most potent flavor (docs/domain.md §1.1) ----------------------------------------------------


@pytest.mark.parametrize(
    "values,expected",
    [
        ((0, 0, 0, 0, 0, 0), (Flavor.SWEET, 0)),
        ((-1, -5, -2, -3, -1, -9), (Flavor.SWEET, 0)),
        ((3, 3, 0, 0, 0, 0), (Flavor.SALTY, 3)),
        ((0, 3, 0, 0, 3, 0), (Flavor.SWEET, 3)),
        ((0, 0, 0, 0, 0, 1), (Flavor.SPICY, 1)),
        ((1, 2, 3, 3, 2, 1), (Flavor.BITTER, 3)),
        ((2**31 - 1, 0, 0, 0, 0, 2**31 - 1), (Flavor.SALTY, 2**31 - 1)),
        ((-(2**31),) * 6, (Flavor.SWEET, 0)),
    ],
)
def test_most_potent(values, expected):
    assert ft.most_potent(ft.FlavorProfile(*values)) == expected == reference_most_potent(values)


@pytest.mark.parametrize("kind,index,row", INGREDIENT_ROWS, ids=INGREDIENT_IDS)
def test_most_potent_of_each_ingredient(kind, index, row):
    profile = ft.ingredient_flavors(KINDS[kind], index)
    assert ft.most_potent(profile) == reference_most_potent(row[3])


# ---- The Donut Editor's pickers and a number of donuts (docs/domain.md §1.10, §12.2) --------


@pytest.mark.parametrize("kind, english, arabic", [
    (IngredientKind.DOUGH, "Dough", "العجينة"),
    (IngredientKind.GLAZE, "Glaze", "التغطية"),
    (IngredientKind.TOPPING, "Topping", "الإضافة"),
])
def test_ingredient_kind_names(truck, kind, english, arabic):
    assert truck.ingredient_kind_name(kind) == english
    truck.locale = Locale.AR
    assert truck.ingredient_kind_name(kind) == arabic


# English: one and other. Arabic (CLDR): zero, one, two, few (3-10 mod 100), many (11-99 mod 100),
# other; written in Arabic-Indic digits.
DONUT_COUNTS = [
    (0, "0 donuts", "لا دونات"),
    (1, "1 donut", "دونات واحدة"),
    (2, "2 donuts", "قطعتا دونات"),
    (7, "7 donuts", "٧ قطع دونات"),
    (10, "10 donuts", "١٠ قطع دونات"),
    (42, "42 donuts", "٤٢ قطعة دونات"),
    (100, "100 donuts", "١٠٠ قطعة دونات"),
    (101, "101 donuts", "١٠١ قطعة دونات"),
    (1203, "1,203 donuts", "١٬٢٠٣ قطع دونات"),
]


@pytest.mark.parametrize("count, english, arabic", DONUT_COUNTS)
def test_donut_count_text(truck, count, english, arabic):
    assert truck.donut_count_text(count) == english
    truck.locale = Locale.AR
    assert truck.donut_count_text(count) == arabic


def test_donut_count_text_refuses_a_negative_count(truck):
    with pytest.raises(ft.InvalidArgumentError) as refused:
        truck.donut_count_text(-1)
    assert refused.value.message == "foodtruck_donut_count_text: count: the count -1 is negative"
