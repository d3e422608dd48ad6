// Written by BuiltInLayersFileTests with layers@*.bin: their lengths in bytes.
#define CBUILTINLAYERS_LENGTH_1X 124133u
#define CBUILTINLAYERS_LENGTH_2X 334058u
#define CBUILTINLAYERS_LENGTH_3X 567644u
