import TestSupport
import Testing

@testable import LuckyWheelCLI

/// Every command reads only what it declares, and declares each name once.
@Suite struct CommandDeclarationTests {
    /// The least each command needs to parse.
    static let minimal: [String: [String]] = [
        "info": ["a.png"], "slice": ["s.png", "-o", "out"], "render": ["-o", "out"], "completions": ["bash"],
    ]

    @Test(arguments: LuckyWheelTool.commands.map { $0.configuration.name })
    func parsingReadsOnlyDeclaredArguments(name: String) throws {
        let command = try #require(LuckyWheelTool.commands.first { $0.configuration.name == name })
        let parsed = try ArgumentParser(specs: command.specs, commandPath: name).parse(
            Self.minimal[name] ?? [])
        // An undeclared read throws `UsageError.Reason.undeclared`.
        do {
            _ = try command.init(parsing: parsed)
        } catch {
            Issue.record("\(name): \(error)")
        }
    }

    @Test(arguments: LuckyWheelTool.commands.map { $0.configuration.name })
    func everyNameIsDeclaredOnce(name: String) throws {
        let command = try #require(LuckyWheelTool.commands.first { $0.configuration.name == name })
        let names = command.specs.flatMap { $0.names.isEmpty ? [$0.key] : $0.names } + ["-h", "--help"]
        #expect(Set(names).count == names.count, "\(names)")
    }
}
