/// The iCCP chunk: an embedded ICC colour profile.
public struct PNGICCProfile: Sendable, Hashable {
    /// The profile's name, 1 ... 79 Latin-1 characters.
    public var name: String
    /// The profile itself, uncompressed (the chunk stores it deflated).
    public var profile: [UInt8]

    /// A named ICC profile.
    public init(name: String, profile: [UInt8]) {
        self.name = name
        self.profile = profile
    }
}
