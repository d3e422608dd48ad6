import TestSupport
import Testing

@testable import LuckyWheelCLI

/// Every command and subcommand reads only what it declares, and declares each name once.
@Suite struct CommandDeclarationTests {
    /// Every option a command refuses together is one it declares (else the rule would never
    /// fire), and a command line with both sides is refused before any value is read: the
    /// message names the first of each side given.
    @Test func exclusionsAreOfTheCommandsOwnOptions() {
        for command in LuckyWheelTool.allCommands {
            for exclusion in command.exclusions {
                for spec in exclusion.these + exclusion.those {
                    #expect(command.specs.contains(spec), "\(command.commandPath): \(spec.key)")
                }
            }
        }
        #expect(RenderCommand.exclusions.count == 3 && PlayCommand.exclusions.count == 2)
        let console = BufferConsole()
        let status = LuckyWheelTool.main(
            ["render", "--frames", "many", "--end", "x", "-o", "f"], console: console)
        #expect(status == .usage)
        #expect(console.standardError.hasPrefix("error: give --frames or --end, not both\n"))
    }

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
