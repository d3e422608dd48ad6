internal import CLibPNG

/// The version of libpng this module was built against, for diagnostics (for example "1.6.39").
public var libpngVersion: String { String(cString: clibpng_libpng_version()) }
