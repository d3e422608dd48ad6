import Foundation
import TestSupport

/// Every entry below a folder, hidden files and empty folders included (folders end in "/"):
/// what a fault test compares to prove that no partial file and no staging folder was left.
enum FaultTree {
    static func entries(below root: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: root) else { return [] }
        return names.sorted().flatMap { name -> [String] in
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isDirectory)
            guard isDirectory.boolValue else { return [name] }
            return [name + "/"] + entries(below: root + "/" + name).map { name + "/" + $0 }
        }
    }
}
