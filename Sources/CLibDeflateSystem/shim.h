// Umbrella for the system libdeflate header. libdeflate's API is plain functions on opaque
// pointers (no macros, no setjmp), so WheelPNG's FrameEncoder calls it directly; only that
// file imports this module.
#include <libdeflate.h>
