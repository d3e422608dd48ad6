extension Unicode.Scalar {
    /// Whether this is one of Unicode's explicit bidirectional formatting characters (U+061C,
    /// U+200E–U+200F, U+202A–U+202E, U+2066–U+2069): shown as an escape wherever the tool
    /// writes text that came from a user (a file name, a client seed), since a terminal that
    /// lays out right-to-left text reorders the rest of the line after one.
    public var isBidirectionalControl: Bool {
        switch value {
        case 0x061C, 0x200E...0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
