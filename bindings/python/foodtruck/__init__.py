"""foodtruck: Python binding (ctypes) of libfoodtruck, the Food Truck app's core.

    >>> import foodtruck
    >>> with foodtruck.Truck() as truck:
    ...     truck.donut_name(0)
    'The Classic'

Modules follow the areas of include/foodtruck.h: version, errors, truck, catalog, orders,
sales, timers, activities, events, navigation, layout, charts; _ffi loads the library and declares every foodtruck_*
function (``foodtruck._ffi.lib`` is the raw library). Every failed call raises FoodTruckError
or its subclass for the status code.
"""

from .activities import Activity, ActivityState, ActivityTextSlot, DismissalPolicy, Island
from .catalog import (
    CATALOG_DONUT_COUNT,
    DONUT_NAME_MAX_BYTES,
    DONUT_NAME_MAX_CHARACTERS,
    SEARCH_MAX_BYTES,
    NO_INGREDIENT,
    Donut,
    Flavor,
    FlavorProfile,
    IngredientKind,
    ingredient_count,
    ingredient_flavors,
    ingredient_image_key,
    ingredient_slug,
    most_potent,
)
from .charts import ChartKind, ForecastHour, TimeRange, nice_ticks
from .errors import (
    BufferTooSmallError,
    DisabledError,
    FoodTruckError,
    InvalidArgumentError,
    InvalidHandleError,
    InvalidStateError,
    InvalidUtf8Error,
    LimitReachedError,
    NotFoundError,
    NullArgumentError,
    Status,
    status_string,
)
from .events import EVENT_QUEUE_CAPACITY, Event, EventKind
from .navigation import DEEP_LINK_MAX_BYTES
from .layout import (
    DEFAULT_COMPACT_THRESHOLD,
    UNSPECIFIED,
    GalleryGrid,
    GaugeSegment,
    HorizontalAlignment,
    Point,
    Rect,
    Size,
    VerticalAlignment,
    diagonal_stack,
    diagonal_stack_size,
    donut_lattice,
    flow,
    gallery_grid,
    hero_tiling,
    is_compact,
    segmented_gauge,
)
from .orders import (
    ALL_STATUSES,
    INCOMPLETE_STATUSES,
    NO_TIME,
    Order,
    OrderAction,
    OrderLine,
    OrderSheetSlot,
    OrderSort,
    OrderStatus,
    status_bit,
    status_mask,
)
from .sales import City, DonutSales, SalesPoint, Timeframe
from .timers import Timer
from .truck import WEEKEND_DEFAULT, Locale, Truck, Weekday
from .version import version, version_number

__version__ = version()

__all__ = [
    "ALL_STATUSES",
    "CATALOG_DONUT_COUNT",
    "DEEP_LINK_MAX_BYTES",
    "DEFAULT_COMPACT_THRESHOLD",
    "DONUT_NAME_MAX_BYTES",
    "DONUT_NAME_MAX_CHARACTERS",
    "EVENT_QUEUE_CAPACITY",
    "INCOMPLETE_STATUSES",
    "NO_INGREDIENT",
    "NO_TIME",
    "SEARCH_MAX_BYTES",
    "UNSPECIFIED",
    "WEEKEND_DEFAULT",
    "Activity",
    "ActivityState",
    "ActivityTextSlot",
    "BufferTooSmallError",
    "ChartKind",
    "City",
    "DisabledError",
    "DismissalPolicy",
    "Donut",
    "DonutSales",
    "Event",
    "EventKind",
    "Flavor",
    "FlavorProfile",
    "FoodTruckError",
    "ForecastHour",
    "GalleryGrid",
    "GaugeSegment",
    "HorizontalAlignment",
    "IngredientKind",
    "InvalidArgumentError",
    "InvalidHandleError",
    "InvalidStateError",
    "InvalidUtf8Error",
    "Island",
    "LimitReachedError",
    "Locale",
    "NotFoundError",
    "NullArgumentError",
    "Order",
    "OrderAction",
    "OrderLine",
    "OrderSheetSlot",
    "OrderSort",
    "OrderStatus",
    "Point",
    "Rect",
    "SalesPoint",
    "Size",
    "Status",
    "TimeRange",
    "Timeframe",
    "Timer",
    "Truck",
    "VerticalAlignment",
    "Weekday",
    "diagonal_stack",
    "diagonal_stack_size",
    "donut_lattice",
    "flow",
    "gallery_grid",
    "hero_tiling",
    "ingredient_count",
    "ingredient_flavors",
    "ingredient_image_key",
    "ingredient_slug",
    "is_compact",
    "most_potent",
    "nice_ticks",
    "segmented_gauge",
    "status_bit",
    "status_mask",
    "status_string",
    "version",
    "version_number",
]
