#include "CBuiltInLayers.h"

// Written together with the data files. Including it makes the build depend on it, so that
// rewritten data (which .incbin does not report as a dependency) recompiles this file.
#include "cbuiltinlayers_lengths.h"

#if defined(__ELF__)

// Read-only, 16-byte aligned, hidden (not exported) symbols around each file's bytes.
#define CBUILTINLAYERS_EMBED(name, file)                                                           \
    __asm__(".pushsection .rodata\n"                                                               \
            ".balign 16\n"                                                                         \
            ".globl " #name "\n"                                                                   \
            ".hidden " #name "\n"                                                                  \
            #name ":\n"                                                                            \
            ".incbin \"" file "\"\n"                                                               \
            ".globl " #name "_end\n"                                                               \
            ".hidden " #name "_end\n"                                                              \
            #name "_end:\n"                                                                        \
            ".popsection\n");                                                                      \
    extern const unsigned char name[];                                                             \
    extern const unsigned char name##_end[];

// Found through the target's header search path (Data/).
CBUILTINLAYERS_EMBED(cbuiltinlayers_data_1x, "layers@1x.bin")
CBUILTINLAYERS_EMBED(cbuiltinlayers_data_2x, "layers@2x.bin")
CBUILTINLAYERS_EMBED(cbuiltinlayers_data_3x, "layers@3x.bin")

const unsigned char *cbuiltinlayers_bytes(int scale, size_t *count) {
    const unsigned char *start;
    const unsigned char *end;
    size_t expected;
    switch (scale) {
    case 1:
        start = cbuiltinlayers_data_1x;
        end = cbuiltinlayers_data_1x_end;
        expected = CBUILTINLAYERS_LENGTH_1X;
        break;
    case 2:
        start = cbuiltinlayers_data_2x;
        end = cbuiltinlayers_data_2x_end;
        expected = CBUILTINLAYERS_LENGTH_2X;
        break;
    case 3:
        start = cbuiltinlayers_data_3x;
        end = cbuiltinlayers_data_3x_end;
        expected = CBUILTINLAYERS_LENGTH_3X;
        break;
    default:
        *count = 0;
        return NULL;
    }
    size_t length = (size_t)(end - start);
    if (length == 0 || length != expected) {
        *count = 0;
        return NULL;
    }
    *count = length;
    return start;
}

#else

// Without ELF sections nothing is carried; the layers are then drawn and composed.
const unsigned char *cbuiltinlayers_bytes(int scale, size_t *count) {
    (void)scale;
    *count = 0;
    return NULL;
}

#endif
