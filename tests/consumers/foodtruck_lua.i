/* SPDX-License-Identifier: Apache-2.0 */
/* SWIG 4.1 interface of the Lua consumer test: the header as it is, for its constants and a
 * call with no pointer in it. */
%module ft_lua
%{
#include "foodtruck.h"
%}
%include "stdint.i"
%include "foodtruck.h"
