import TestSupport
import Testing

@testable import LuckyWheelCLI

@Suite struct ToolTests {
    @Test func versionPrintsNameAndVersion() {
        let console = BufferConsole()
        #expect(LuckyWheelTool.main(["--version"], console: console) == .success)
        #expect(console.standardOutput == "luckywheel \(LuckyWheelTool.version)\n")
    }

    @Test func helpListsEveryCommand() {
        let console = BufferConsole()
        #expect(LuckyWheelTool.main(["--help"], console: console) == .success)
        #expect(console.standardOutput.hasPrefix("OVERVIEW: \(LuckyWheelTool.abstract)\n"))
        for command in LuckyWheelTool.commands {
            #expect(console.standardOutput.contains("  \(command.configuration.name) "))
        }
        #expect(console.standardError == "")
    }

    @Test func noArgumentsIsAUsageErrorWithHelpOnStderr() {
        let console = BufferConsole()
        #expect(LuckyWheelTool.main([], console: console) == .usage)
        #expect(console.standardOutput == "")
        #expect(console.standardError.contains("USAGE: luckywheel <command>"))
    }

    @Test func unknownCommandSuggestsTheClosest() {
        let console = BufferConsole()
        #expect(LuckyWheelTool.main(["hepl"], console: console) == .usage)
        #expect(
            console.standardError
                == "error: unknown command 'hepl'. Did you mean 'help'?\nSee 'luckywheel --help'.\n")
    }

    @Test func everyCommandHasHelp() {
        for command in LuckyWheelTool.commands {
            let console = BufferConsole()
            #expect(
                LuckyWheelTool.main([command.configuration.name, "--help"], console: console) == .success)
            #expect(console.standardOutput.hasPrefix("OVERVIEW: \(command.configuration.abstract)\n"))
        }
    }
}
