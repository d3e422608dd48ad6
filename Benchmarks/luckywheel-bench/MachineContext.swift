import Foundation

/// Facts about the machine and build that a benchmark figure depends on.
enum MachineContext {
    static func current() -> [String: String] {
        var context: [String: String] = [:]
        let formatter = ISO8601DateFormatter()
        context["date"] = formatter.string(from: Date())
        context["cores"] = String(ProcessInfo.processInfo.activeProcessorCount)
        context["os"] = ProcessInfo.processInfo.operatingSystemVersionString
        if let cpuinfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
            let line = cpuinfo.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
            let colon = line.firstIndex(of: ":")
        {
            context["cpu"] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        #if compiler(>=6.3)
            context["compiler"] = "Swift 6.3+"
        #else
            context["compiler"] = "Swift < 6.3"
        #endif
        return context
    }
}
