/* SPDX-License-Identifier: Apache-2.0 */
/* glibc_baseline.h: GlibcBaseline has no interface of its own: it defines glibc functions inside
 * the library, at their old versions (baseline.c). */
