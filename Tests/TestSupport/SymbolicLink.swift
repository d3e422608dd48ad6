import Foundation

/// What the symbolic link at `path` holds, or nil when `path` is not a link; a target that is
/// not UTF-8 comes back with its bad bytes replaced. For tests that check a run left a link as
/// it was.
package func symbolicLinkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
