import TestSupport
import Testing

@testable import LuckyWheelCLI

/// Every command and subcommand reads only what it declares, and declares each name once.
@Suite struct CommandDeclarationTests {
    static let seed = String(repeating: "ab", count: 32)
    /// The least each command needs to parse.
    static let minimal: [String: [String]] = [
        "info": ["a.png"], "slice": ["s.png", "-o", "out"], "render": ["-o", "out"], "completions": ["bash"],
        "simulate merge": ["part.json"],
        "fair spin": ["--server-seed", seed, "--client-seed", "a", "--nonce", "0"],
        "fair verify": [
            "--commitment", seed, "--server-seed", seed, "--client-seed", "a", "--nonce", "0", "--segment",
            "1",
        ],
    ]

    /// `info`, …, `fair`, `fair seed`, …: every command path after the tool's name.
    static let paths = LuckyWheelTool.allCommands.map {
        $0.commandPath.split(separator: " ").dropFirst().joined(separator: " ")
    }

    static func command(_ path: String) -> (any Command.Type)? {
        LuckyWheelTool.allCommands.first { $0.commandPath == "luckywheel \(path)" }
    }

    @Test func theFairGroupHoldsItsSubcommands() {
        #expect(Self.paths.contains("fair") && Self.paths.contains("fair seed"))
        #expect(Self.paths.contains("fair spin") && Self.paths.contains("fair verify"))
        #expect(Self.paths.firstIndex(of: "fair").map { Self.paths[$0 + 1] } == "fair seed")
    }

    @Test(arguments: paths)
    func parsingReadsOnlyDeclaredArguments(name: String) throws {
        let command = try #require(Self.command(name))
        let parsed = try ArgumentParser(specs: command.specs, commandPath: name).parse(
            Self.minimal[name] ?? [])
        // An undeclared read throws `UsageError.Reason.undeclared`.
        do {
            _ = try command.init(parsing: parsed)
        } catch {
            Issue.record("\(name): \(error)")
        }
    }

    @Test(arguments: paths)
    func everyNameIsDeclaredOnce(name: String) throws {
        let command = try #require(Self.command(name))
        let names = command.specs.flatMap { $0.names.isEmpty ? [$0.key] : $0.names } + ["-h", "--help"]
        #expect(Set(names).count == names.count, "\(names)")
    }
}
