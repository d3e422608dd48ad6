#ifndef CBUILTINLAYERS_H
#define CBUILTINLAYERS_H
#include <stddef.h>

// The prepared layers of the built-in reference screen, carried in the binary: the bytes of
// Data/layers@1x.bin, @2x and @3x (written by WheelRenderTests' BuiltInLayersFileTests, in the
// format WheelRender's CarriedLayers reads). A C target because Swift cannot embed a file;
// the assembler's .incbin does, with no copy at start-up and no file to find at run time.

/// The carried bytes for `scale` (1, 2 or 3) and their count, or NULL (count 0) when there
/// are none: another scale, a platform without ELF sections, or data whose length differs
/// from the one recorded beside it (a build that kept stale data).
const unsigned char *cbuiltinlayers_bytes(int scale, size_t *count);

#endif
