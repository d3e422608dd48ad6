// Umbrella for the system libpng and zlib headers; only the CLibPNG C target includes them.
#include <png.h>
#include <zlib.h>
