# SPDX-License-Identifier: Apache-2.0
"""The Food Truck catalog as test vectors: tables copied verbatim from docs/domain.md (§1.2
doughs, §1.3 glazes, §1.4 toppings, §1.6 donut catalog, §1.8 flavor sort orders, §5.1 parking
spots) and parsed here, so a difference with the document is a diff.
"""

import re

DOUGH_TABLE = """
| # | static name | display name | image asset key | salty | sweet | bitter | sour | savory | spicy |
|---|---|---|---|---|---|---|---|---|---|
| 0 | blueberry | Blueberry Dough | blue | 1 | 2 | 0 | 0 | 2 | 0 |
| 1 | chocolate | Chocolate Dough | brown | 1 | 3 | 1 | -1 | 1 | 0 |
| 2 | sourCandy | Sour Candy | green | 1 | 2 | 0 | 3 | -1 | 0 |
| 3 | strawberry | Strawberry Dough | pink | 0 | 3 | 0 | 0 | 2 | 0 |
| 4 | plain | Plain | plain | 1 | 1 | 1 | 0 | 2 | 0 |
| 5 | powdered | Powdered Dough | white | -1 | 4 | 0 | 0 | 1 | 0 |
| 6 | lemonade | Lemonade | yellow | 1 | 1 | 0 | 3 | 0 | 0 |
"""

GLAZE_TABLE = """
| # | static name | display name | image key | salty | sweet | bitter | sour | savory | spicy |
|---|---|---|---|---|---|---|---|---|---|
| 0 | blueberry | Blueberry Spread | blue | 1 | 3 | 0 | -1 | 2 | 0 |
| 1 | chocolate | Chocolate Glaze | brown | 1 | 1 | 1 | 0 | 2 | 0 |
| 2 | sourCandy | Sour Candy Glaze | green | 0 | 0 | 1 | 3 | -1 | 2 |
| 3 | spicy | Spicy Spread | orange | 1 | 0 | 0 | 1 | 0 | 3 |
| 4 | strawberry | Strawberry Glaze | pink | 1 | 2 | 0 | 0 | 2 | 0 |
| 5 | lemon | Lemon Spread | yellow | 0 | 1 | 0 | 3 | 0 | 1 |
| 6 | rainbow | Rainbow Glaze | rainbow | 2 | 2 | 0 | 0 | 0 | 1 |
"""

TOPPING_TABLE = """
| group | static name | display name | image key | salty | sweet | bitter | sour | savory | spicy |
|---|---|---|---|---|---|---|---|---|---|
| other | powderedSugar | Powdered Sugar | powdersugar | 1 | 4 | 0 | 0 | 0 | 0 |
| other | sprinkles | Sprinkles | sprinkles | 0 | 3 | 0 | 0 | 2 | 0 |
| other | starSprinkles | Star Sprinkles | sprinkles-stars | 0 | 3 | 0 | 0 | 2 | 0 |
| lattice | blueberryLattice | Blueberry Lattice | crisscross-blue | 1 | 2 | 1 | -1 | 2 | 0 |
| lattice | chocolateLattice | Chocolate Lattice | crisscross-brown | 2 | 1 | 2 | 0 | 0 | 0 |
| lattice | sourAppleLattice | Sour Apple Lattice | crisscross-green | 0 | 1 | 0 | 3 | -1 | 2 |
| lattice | spicySauceLattice | Spicy Sauce Lattice | crisscross-orange | 1 | 0 | 0 | 0 | 1 | 3 |
| lattice | strawberryLattice | Strawberry Lattice | crisscross-pink | 1 | 2 | 0 | 0 | 2 | 0 |
| lattice | sugarLattice | Sugar Lattice | crisscross-white | 2 | 3 | 0 | 0 | 0 | 0 |
| lattice | lemonLattice | Lemon Lattice | crisscross-yellow | 0 | 0 | 2 | 2 | 0 | 1 |
| lines | blueberryLines | Blueberry Lines | **crisscross-blue** (quirk) | 1 | 2 | 1 | -1 | 2 | 0 |
| lines | chocolateLines | Chocolate Lines | straight-brown | 2 | 1 | 2 | 0 | 0 | 0 |
| lines | sourAppleLines | Sour Apple Lines | straight-green | 0 | 1 | 0 | 3 | -1 | 2 |
| lines | spicySauceLines | Spicy Sauce Lines | straight-orange | 1 | 0 | 0 | 0 | 1 | 3 |
| lines | strawberryLines | Strawberry Lines | straight-pink | 1 | 2 | 0 | 0 | 2 | 0 |
| lines | sugarLines | Sugar Lines | straight-white | 2 | 3 | 0 | 0 | 0 | 0 |
| lines | lemonLines | Lemon Lines | straight-yellow | 0 | 0 | 2 | 2 | 0 | 1 |
| drizzle | blueberryDrizzle | Blueberry Drizzle | zigzag-blue | 1 | 2 | 1 | -1 | 2 | 0 |
| drizzle | chocolateDrizzle | Chocolate Drizzle | zigzag-brown | 2 | 1 | 2 | 0 | 0 | 0 |
| drizzle | sourAppleDrizzle | Sour Apple Drizzle | zigzag-green | 0 | 1 | 0 | 3 | -1 | 2 |
| drizzle | spicySauceDrizzle | Spicy Sauce Drizzle | zigzag-orange | 1 | 0 | 0 | 0 | 1 | 3 |
| drizzle | strawberryDrizzle | Strawberry Drizzle | zigzag-pink | 1 | 2 | 0 | 0 | 2 | 0 |
| drizzle | sugarDrizzle | Sugar Drizzle | zigzag-white | 2 | 3 | 0 | 0 | 0 | 0 |
| drizzle | lemonDrizzle | Lemon Drizzle | zigzag-yellow | 0 | 0 | 2 | 2 | 0 | 1 |
"""

DONUT_TABLE = """
| id | name | dough | glaze | topping | salty | sweet | bitter | sour | savory | spicy | most potent (value) |
|---|---|---|---|---|---|---|---|---|---|---|---|
| 0 | The Classic | Plain | Chocolate Glaze | Sprinkles | 2 | 5 | 2 | 0 | 6 | 0 | savory (6) |
| 1 | Blueberry Frosted | Blueberry Dough | Blueberry Spread | Sugar Lattice | 4 | 8 | 0 | -1 | 4 | 0 | sweet (8) |
| 2 | Strawberry Drizzle | Strawberry Dough | Strawberry Glaze | Sugar Drizzle | 3 | 8 | 0 | 0 | 4 | 0 | sweet (8) |
| 3 | Cosmos | Chocolate Dough | Chocolate Glaze | Star Sprinkles | 2 | 7 | 2 | -1 | 5 | 0 | sweet (7) |
| 4 | Strawberry Sprinkles | Plain | Strawberry Glaze | Star Sprinkles | 2 | 6 | 1 | 0 | 6 | 0 | sweet (6), tie with savory; sweet wins |
| 5 | Lemon Chocolate | Plain | Chocolate Glaze | Lemon Lines | 2 | 2 | 4 | 2 | 4 | 1 | bitter (4), tie with savory; bitter wins |
| 6 | Rainbow | Plain | Rainbow Glaze | — | 3 | 3 | 1 | 0 | 2 | 1 | salty (3), tie with sweet; salty wins |
| 7 | Picnic Basket | Chocolate Dough | Strawberry Glaze | Blueberry Lattice | 3 | 7 | 2 | -2 | 5 | 0 | sweet (7) |
| 8 | Figure Skater | Plain | Blueberry Spread | Sugar Drizzle | 4 | 7 | 1 | -1 | 4 | 0 | sweet (7) |
| 9 | Powdered Chocolate | Chocolate Dough | — | Powdered Sugar | 2 | 7 | 1 | -1 | 1 | 0 | sweet (7) |
| 10 | Powdered Strawberry | Strawberry Dough | — | Powdered Sugar | 1 | 7 | 0 | 0 | 2 | 0 | sweet (7) |
| 11 | Custard | Lemonade | Spicy Spread | Lemon Lines | 2 | 1 | 2 | 6 | 0 | 4 | sour (6) |
| 12 | Super Lemon | Lemonade | Lemon Spread | Sprinkles | 1 | 5 | 0 | 6 | 2 | 1 | sour (6) |
| 13 | Fire Zest | Lemonade | Spicy Spread | Spicy Sauce Drizzle | 3 | 1 | 0 | 4 | 1 | 6 | spicy (6) |
| 14 | Black Raspberry | Plain | Chocolate Glaze | Blueberry Drizzle | 3 | 4 | 3 | -1 | 6 | 0 | savory (6) |
| 15 | Daytime | Lemonade | Rainbow Glaze | — | 3 | 3 | 0 | 3 | 0 | 1 | salty (3), three-way tie salty/sweet/sour; salty wins |
| 16 | Nighttime | Chocolate Dough | Chocolate Glaze | Chocolate Drizzle | 4 | 5 | 4 | -1 | 3 | 0 | sweet (5) |
"""

FLAVOR_SORT_TABLE = """
| flavor | order (ids) |
|---|---|
| salty | 1, 8, 16, 2, 6, 7, 13, 14, 15, 0, 3, 4, 5, 9, 11, 10, 12 |
| sweet | 1, 2, 3, 7, 8, 9, 10, 4, 0, 12, 16, 14, 6, 15, 5, 11, 13 |
| bitter | 5, 16, 14, 0, 3, 7, 11, 4, 6, 8, 9, 1, 2, 10, 12, 13, 15 |
| sour | 11, 12, 13, 15, 5, 0, 2, 4, 6, 10, 1, 3, 8, 9, 14, 16, 7 |
| savory | 0, 4, 14, 3, 7, 1, 2, 5, 8, 16, 6, 10, 12, 9, 13, 11, 15 |
| spicy | 13, 11, 5, 6, 12, 15, 0, 1, 2, 3, 4, 7, 8, 9, 10, 14, 16 |
"""

PARKING_SPOT_TABLE = """
| city | # | slug | parking spot | Arabic | latitude | longitude | camera distance |
|---|---|---|---|---|---|---|---|
| Cupertino | 0 | apple-park | Apple Park | آبل بارك | 37.3348 | -122.0090 | 1100 |
| Cupertino | 1 | infinite-loop | Infinite Loop | إنفينيت لوب | 37.3317 | -122.0302 | 1000 |
| San Francisco | 0 | coit-tower | Coit Tower | برج كويت | 37.8024 | -122.4058 | 300 |
| San Francisco | 1 | fishermans-wharf | Fisherman's Wharf | رصيف الصيادين | 37.8099 | -122.4103 | 700 |
| San Francisco | 2 | ferry-building | Ferry Building | مبنى العبّارات | 37.7956 | -122.3935 | 450 |
| San Francisco | 3 | golden-gate-bridge | Golden Gate Bridge | جسر البوابة الذهبية | 37.8199 | -122.4783 | 2000 |
| San Francisco | 4 | oracle-park | Oracle Park | أوراكل بارك | 37.7786 | -122.3893 | 650 |
| San Francisco | 5 | the-castro-theatre | The Castro Theatre | مسرح كاسترو | 37.7609 | -122.4350 | 400 |
| San Francisco | 6 | sutro-tower | Sutro Tower | برج سوترو | 37.7552 | -122.4528 | 1000 |
| San Francisco | 7 | bay-bridge | Bay Bridge | جسر الخليج | 37.7983 | -122.3778 | 1000 |
| London | 0 | big-ben | Big Ben | بيغ بن | 51.4994 | -0.1245 | 850 |
| London | 1 | buckingham-palace | Buckingham Palace | قصر باكنغهام | 51.5014 | -0.1419 | 750 |
| London | 2 | marble-arch | Marble Arch | ماربل آرش | 51.5131 | -0.1589 | 1000 |
| London | 3 | piccadilly-circus | Piccadilly Circus | بيكاديلي سيركس | 51.510067 | -0.133869 | 1000 |
| London | 4 | shakespeares-globe | Shakespeare's Globe | مسرح غلوب لشكسبير | 51.5081 | -0.0972 | 1000 |
| London | 5 | tower-bridge | Tower Bridge | جسر البرج | 51.5055 | -0.0754 | 1000 |
"""

FLAVORS = ["salty", "sweet", "bitter", "sour", "savory", "spicy"]


def _rows(table):
    """The data rows of a markdown table, as lists of stripped cells."""
    rows = [line.strip().strip("|").split("|") for line in table.strip().splitlines()]
    rows = [[cell.strip().replace("**", "") for cell in row] for row in rows]
    return rows[2:]  # skip the header and the |---| line


def _ingredients(table):
    """[(static name, display name, image key, (salty..spicy))] in table order."""
    result = []
    for row in _rows(table):
        image_key = row[3].replace("(quirk)", "").strip()
        result.append((row[1], row[2], image_key, tuple(int(v) for v in row[4:10])))
    return result


DOUGHS = _ingredients(DOUGH_TABLE)
GLAZES = _ingredients(GLAZE_TABLE)
TOPPINGS = _ingredients(TOPPING_TABLE)
INGREDIENTS = {"dough": DOUGHS, "glaze": GLAZES, "topping": TOPPINGS}


def _index(ingredients, display_name):
    """The index of an ingredient by display name; None for the table's dash."""
    if display_name == "\u2014":
        return None
    return [name for _, name, _, _ in ingredients].index(display_name)


def _donuts():
    result = []
    for row in _rows(DONUT_TABLE):
        potent = re.match(r"(\w+) \((-?\d+)\)", row[11])
        result.append(
            dict(
                id=int(row[0]),
                name=row[1],
                dough=_index(DOUGHS, row[2]),
                glaze=_index(GLAZES, row[3]),
                topping=_index(TOPPINGS, row[4]),
                profile=tuple(int(v) for v in row[5:11]),
                most_potent=potent.group(1),
                most_potent_value=int(potent.group(2)),
            )
        )
    return result


DONUTS = _donuts()

FLAVOR_SORTS = {
    row[0]: [int(v) for v in row[1].split(",")] for row in _rows(FLAVOR_SORT_TABLE)
}


def kebab(static_name):
    """'sourAppleLattice' -> 'sour-apple-lattice' (the slug rule of the ingredient ids)."""
    return re.sub(r"([A-Z])", lambda m: "-" + m.group(1).lower(), static_name)


def _parking_spots():
    """[dict(city, index, slug, english, arabic, latitude, longitude, camera_distance)] in
    table order; city is the English city name."""
    return [
        dict(city=row[0], index=int(row[1]), slug=row[2], english=row[3], arabic=row[4],
             latitude=float(row[5]), longitude=float(row[6]), camera_distance=float(row[7]))
        for row in _rows(PARKING_SPOT_TABLE)
    ]


PARKING_SPOTS = _parking_spots()


#: str.translate table: ASCII digits to Arabic-Indic ones (U+0660 to U+0669), as Arabic writes
#: a number's digits.
ARABIC_INDIC = str.maketrans("0123456789", "\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669")
