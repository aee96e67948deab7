/* SPDX-License-Identifier: Apache-2.0 */
/* A stand-in for <stdint.h> for the consumer tests: binding generators' C parsers (pycparser,
 * cffi) do not read the system headers. cffi knows these types itself; pycparser is given them
 * with -DCONSUMER_TYPEDEFS. LP64. */
#ifdef CONSUMER_TYPEDEFS
typedef signed char int8_t;
typedef short int16_t;
typedef int int32_t;
typedef long int64_t;
typedef unsigned char uint8_t;
typedef unsigned short uint16_t;
typedef unsigned int uint32_t;
typedef unsigned long uint64_t;
#endif
