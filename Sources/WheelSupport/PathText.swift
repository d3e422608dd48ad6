/// Paths as text, as the user wrote them: no file system call, no normalizing beyond what
/// each function says.
public enum PathText {
    /// The path's last component, trailing slashes ignored (`a/b/` is `b`, `/` is empty).
    public static func lastComponent(of path: String) -> Substring {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        return trimmed.split(separator: "/").last ?? ""
    }

    /// The folder that holds `path` (`.` for a bare name, `/` for a name at the root), as
    /// written: trailing slashes and the last component dropped.
    public static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        let head = trimmed[..<slash]
        return head.isEmpty ? "/" : String(head)
    }
}
