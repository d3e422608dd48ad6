/// A precondition of a play test that does not hold, with what to do about it.
struct PlayTestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
