extension Array where Element == UInt8 {
    /// `withUnsafeBytes` whose closure throws only `PNGError`: the standard library's version
    /// rethrows untyped errors, which would erase the typed error the decoder promises.
    func withUnsafeBytesThrowingPNGError<Result>(
        _ body: (UnsafeRawBufferPointer) throws(PNGError) -> Result
    ) throws(PNGError) -> Result {
        let outcome = withUnsafeBytes { raw in
            Swift.Result { () throws(PNGError) -> Result in try body(raw) }
        }
        return try outcome.get()
    }
}
