/* SPDX-License-Identifier: Apache-2.0 */
/* A stand-in for <stdbool.h> for the consumer tests (see stdint.h). */
#ifdef CONSUMER_TYPEDEFS
typedef _Bool bool;
#endif
