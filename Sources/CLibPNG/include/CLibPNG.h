#ifndef CLIBPNG_H
#define CLIBPNG_H
#include <stddef.h>
#include <stdint.h>

/// Version string of the libpng the package was linked against.
const char *clibpng_libpng_version(void);

#endif
