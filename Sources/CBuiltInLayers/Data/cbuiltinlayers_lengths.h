// Written by BuiltInLayersFileTests with layers@*.bin: their lengths in bytes.
#define CBUILTINLAYERS_LENGTH_1X 127091u
#define CBUILTINLAYERS_LENGTH_2X 340272u
#define CBUILTINLAYERS_LENGTH_3X 577316u
