extension Unicode.Scalar {
    /// Whether this is a format character (Unicode's general category Cf: the explicit
    /// bidirectional controls, U+061C and U+202A–U+202E among them, the zero-width space,
    /// U+FEFF, the soft hyphen) or a line or paragraph separator (U+2028, U+2029), but for the
    /// zero-width joiner and non-joiner (U+200D, U+200C), which emoji sequences (👨‍👩‍👧) and
    /// Persian and Indic words hold as part of their text:
    /// shown as an escape wherever the tool writes text that came from a user (a file name, a
    /// client seed). A terminal draws none of them as a mark, so two client seeds that differ by
    /// one looked alike (`alice` and U+FEFF `alice` derive different spins), and one that lays
    /// out right-to-left text reorders the rest of the line after a bidirectional control.
    public var isInvisibleFormat: Bool {
        guard value != 0x200C, value != 0x200D else { return false }
        switch properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// `\u202E`, or `\U000E0001` past U+FFFF: how messages show a character
    /// (``isInvisibleFormat``) they do not print as itself.
    public var escapedForMessages: String {
        let hex = String(value, radix: 16, uppercase: true)
        let (prefix, digits) = value > 0xFFFF ? ("\\U", 8) : ("\\u", 4)
        return prefix + String(repeating: "0", count: digits - hex.count) + hex
    }
}
