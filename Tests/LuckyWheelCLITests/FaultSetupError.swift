import TestSupport

/// A fault test could not set up its fault (no tool binary, a mount refused): the test fails
/// with this message rather than passing without having tested anything.
struct FaultSetupError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
