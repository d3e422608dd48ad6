import TestSupport

@testable import LuckyWheelCLI

/// One in-process run of the tool for a fault test: its status and both streams.
struct FaultCommand {
    let status: ExitCode
    let output: String
    let errors: String

    /// Runs `luckywheel ARGUMENTS` through the tool's entry point with a buffer console.
    init(_ arguments: [String]) {
        let console = BufferConsole()
        status = LuckyWheelTool.main(arguments, console: console)
        output = console.standardOutput
        errors = console.standardError
    }
}
