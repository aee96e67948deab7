/* SPDX-License-Identifier: Apache-2.0 */
/* A stand-in for <stddef.h> for the consumer tests (see stdint.h). */
#ifdef CONSUMER_TYPEDEFS
typedef unsigned long size_t;
typedef long ptrdiff_t;
#endif
