# SPDX-License-Identifier: Apache-2.0
"""pages/catalog.py: the Donuts and the Donut Editor."""

from typing import Optional

import foodtruck as ft
from foodtruck import NavigationLabel, Panel

from .common import Place, back, e, picture, timed


def donuts(view: ft.Truck, now: int) -> str:
    """The Donuts: every donut of the catalog, its picture and its name, in the catalog's
    order; each opens the Donut Editor on itself."""
    rows = "".join(
        f'<li data-donut="{donut}"><form method="post" action="/donuts/{donut}"><button class="open-donut">'
        f'{picture(view.svg_donut(donut, 40))}<span>{e(view.donut_name(donut))}</span></button></form></li>'
        for donut in range(view.donut_count()))
    return timed(f'{back(view)}<h2>{e(view.panel_title(Panel.DONUTS))}</h2><ul class="donuts">{rows}</ul>',
                 now, None)


def editor(view: ft.Truck, donut_id: Optional[int], place: Place, now: int) -> str:
    """The Donut Editor on a donut, or on the new one (the library's template until the first
    change makes it): its picture, its name, the library's refusal of the last change, its
    flavor profile (the most potent flavor stressed, each bar against it) and the pickers of
    its dough, glaze and topping. Every change is sent at once (static/app.js)."""
    donut = view.donut_template() if donut_id is None else view.donut(donut_id)
    name = view.donut_template_name() if donut_id is None else view.donut_name(donut_id)
    label = view.navigation_text(NavigationLabel.DONUT_NAME)
    image = "" if donut_id is None else f'<div class="editor-picture">{picture(view.svg_donut(donut_id, 200))}</div>'
    error = f'<p id="editor-error" role="alert">{e(place.editor_error)}</p>' if place.editor_error else ""
    flavors = "".join(
        f'<li class="{"potent" if flavor == donut.most_potent_flavor else ""}"><span>{e(view.flavor_name(flavor))}</span>'
        f'<meter min="0" max="{max(donut.most_potent_value, 1)}" value="{max(donut.flavors[flavor], 0)}"></meter>'
        f'<span>{e(view.number_text(donut.flavors[flavor]))}</span></li>' for flavor in ft.Flavor)
    recipe = {ft.IngredientKind.DOUGH: donut.dough, ft.IngredientKind.GLAZE: donut.glaze,
              ft.IngredientKind.TOPPING: donut.topping}
    pickers = "".join(
        f'<label>{e(view.ingredient_kind_name(kind))}<select name="{kind.name.lower()}">'
        + ("" if kind == ft.IngredientKind.DOUGH else
           f'<option value=""{" selected" if chosen is None else ""}>{e(view.navigation_text(NavigationLabel.NONE))}</option>')
        + "".join(f'<option value="{index}"{" selected" if index == chosen else ""}>'
                  f'{e(view.ingredient_name(kind, index))}</option>'
                  for index in range(ft.ingredient_count(kind)))
        + '</select></label>' for kind, chosen in recipe.items())
    target = "new" if donut_id is None else str(donut_id)
    form = (f'<form id="editor" method="post" action="/donuts/{target}/recipe">'
            f'<input name="name" value="{e(name)}" maxlength="256" aria-label="{e(label)}" placeholder="{e(label)}">'
            f'{error}<ul class="flavors">{flavors}</ul>{pickers}</form>')
    return timed(f'{back(view)}<h2>{e(view.panel_title(Panel.DONUT_EDITOR))}</h2>{image}{form}', now, None)
