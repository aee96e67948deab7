/* SPDX-License-Identifier: Apache-2.0 */
/* SWIG 4.1 interface of the consumer test: the header as it is, with SWIG's stock typemaps for
 * the handle out-parameter and for text into a caller's buffer. */
%module ft_swig
%{
#include "foodtruck.h"
%}
%include "stdint.i"
%include "cpointer.i"
%include "cstring.i"
%pointer_functions(foodtruck_truck *, truck_pointer);
%pointer_functions(size_t, size_pointer);
%cstring_output_maxsize(char *text_out, size_t capacity);
%include "foodtruck.h"
