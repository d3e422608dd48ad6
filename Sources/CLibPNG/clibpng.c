#include "CLibPNG.h"
#include <png.h>

const char *clibpng_libpng_version(void) { return png_get_libpng_ver(NULL); }
