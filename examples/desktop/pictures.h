/* SPDX-License-Identifier: Apache-2.0 */
/* pictures.h: the library's donut SVGs, drawn by librsvg, as textures and pictures. */
#ifndef PICTURES_H
#define PICTURES_H

#include "foodtruck.h"

#include <adwaita.h>
#include <stdint.h>

/* A donut's picture (foodtruck_svg_donut) as a texture, size pixels square, drawn once for each
 * donut, recipe and size and kept (not the caller's to release); NULL when it does not load. */
GdkTexture *donut_texture(int32_t donut_id, int size);
/* A donut's picture exactly size x size, however much room its box has to spare (a GtkImage: a
 * GtkPicture grows with the height-for-width it is offered), named by the donut. */
GtkWidget *donut_image_new(int32_t donut_id, int size);
/* A donut's picture (foodtruck_svg_donut), size pixels square; each donut and size drawn once. */
GtkWidget *donut_picture_new(int32_t donut_id, int size);
/* One of the original's symbols as the library draws it (foodtruck_svg_icon), size pixels
 * square; each icon and size drawn once. */
GtkWidget *icon_new(foodtruck_icon icon, int size);
/* An order's donut stack: its first 3 donuts where foodtruck_layout_diagonal_stack places them
 * in a side x side square, with the library's "+N" badge (stack_badged). */
GtkWidget *donut_stack_new(int32_t number, int side);
/* STACK with order NUMBER's overflow badge at its bottom-trailing corner, the library's "+N"
 * (foodtruck_order_stack_badge), in an overlay; STACK itself when the stack shows every donut. */
GtkWidget *stack_badged(GtkWidget *stack, int32_t number);

#endif
