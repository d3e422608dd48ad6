import WheelPNG

#if canImport(Glibc)
    import Glibc
#endif

/// What must hold whatever bytes the decoder is given. Crashes, leaks and memory errors are
/// found by libFuzzer and AddressSanitizer; this finds wrong answers: a structure check and a
/// decode that disagree, a buffer of the wrong size, an error that does not name the file.
/// A broken rule prints the facts and aborts, which libFuzzer records as a crash.
enum DecodeOracle {
    /// The decoder's own defaults (100 megapixels). An input of n bytes can then only make
    /// the decoder allocate about 1032 × n bytes (deflate's best ratio, checked before rows are
    /// allocated), so run.sh's malloc limit turns any larger allocation into a finding.
    static let limits = PNGLimits.default

    static let name = "fuzz-input.png"

    /// Parses and decodes `bytes` both ways; returns the native image when it decodes.
    @discardableResult
    static func check(_ bytes: [UInt8]) -> PNGImage? {
        let decoder = PNGDecoder(limits: limits)
        let info: Result<PNGFileInfo, PNGError> = Result { () throws(PNGError) in
            try PNGFileInfo(parsing: bytes, name: name)
        }
        let native: Result<PNGImage, PNGError> = Result { () throws(PNGError) in
            try decoder.decode(bytes, name: name)
        }
        let rgba: Result<RGBAImage, PNGError> = Result { () throws(PNGError) in
            try decoder.decodeRGBA(bytes, name: name)
        }
        for case .failure(let error) in [info.map { _ in () }, native.map { _ in () }, rgba.map { _ in () }] {
            require(error.file == name, "error names \(error.file ?? "no file"): \(error)")
            require(error.description.contains(name), "description does not name the file: \(error)")
        }
        switch (info, native) {
        case (.failure(let infoError), .failure(let decodeError)):
            require(infoError == decodeError, "structure error \(infoError) but decode error \(decodeError)")
        case (.failure(let infoError), .success):
            fail("structure check refused (\(infoError)) a file that decodes")
        case (.success, _): break
        }
        if case .success(let image) = native, case .success(let fileInfo) = info {
            let header = image.header
            require(header == fileInfo.header, "decoded header \(header) but IHDR says \(fileInfo.header)")
            require(image.wasCgBI == fileInfo.isCgBI, "CgBI flag differs from the structure's")
            require(image.rows.count == header.imageBytes, "rows hold \(image.rows.count) bytes")
        }
        if case .success(let image) = rgba {
            require(image.pixels.count == image.width * image.height * 4, "RGBA holds \(image.pixels.count) bytes")
        }
        switch (native, rgba) {
        case (.success, .failure(let error)): fail("decodes natively but not to RGBA: \(error)")
        case (.failure(let error), .success): fail("decodes to RGBA but not natively: \(error)")
        default: break
        }
        return try? native.get()
    }

    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fail(message()) }
    }

    static func fail(_ message: String) -> Never {
        let line = Array("fuzz oracle: \(message)\n".utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        abort()
    }
}
