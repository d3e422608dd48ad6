import Foundation
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
        #expect(console.standardOutput.hasPrefix("OVERVIEW: "))
        #expect(
            console.standardOutput.split(separator: "\n").prefix(2).joined(separator: " ")
                .replacingOccurrences(of: "   ", with: " ").hasPrefix("OVERVIEW: \(LuckyWheelTool.abstract)"))
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

}
