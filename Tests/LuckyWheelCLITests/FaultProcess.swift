import Foundation
import TestSupport

@testable import LuckyWheelCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `luckywheel` executable run as a child process, for the faults that need a real
/// process: a signal in the middle of a command. Everything else is tested in-process.
struct FaultProcess {
    /// How the child ended.
    struct Outcome {
        /// The exit status, or the signal number when ``wasKilledBySignal``.
        let status: Int32
        let wasKilledBySignal: Bool
        /// Whether the signal was sent; false when the child ended before `ready` held.
        let signalSent: Bool
        let standardError: String

        /// Whether the tool ended as an interrupt by `signal` ends it once cleaned up
        /// (``InterruptCleanup/endsBySignal(_:)``): by the signal itself, or, for one whose
        /// default leaves a core file, with 128 + its number. (That it cleaned up first, the
        /// message it prints after the cleanup tells.)
        func endedAsInterrupted(by signal: Int32) -> Bool {
            FaultProcess.endedAsInterrupted(
                by: signal, exitStatus: wasKilledBySignal ? nil : status,
                endingSignal: wasKilledBySignal ? status : nil)
        }
    }

    /// Whether a child that exited with `exitStatus`, or was ended by `endingSignal`, ended as
    /// an interrupt by `signal` ends the tool (``Outcome/endedAsInterrupted(by:)``).
    static func endedAsInterrupted(by signal: Int32, exitStatus: Int32?, endingSignal: Int32?) -> Bool {
        InterruptCleanup.endsBySignal(signal)
            ? endingSignal == signal : exitStatus == InterruptCleanup.exitStatus(for: signal)
    }

    /// Runs the tool with `arguments`, polls `ready` every millisecond while it runs, sends
    /// `signal` as soon as `ready` returns true, and waits for the child to end. A child still
    /// running after `timeout` seconds is killed and the call throws.
    /// `shell`: bash commands run first, in the shell that then becomes the tool (`trap '' USR1`
    /// to start it ignoring a signal, `ulimit -f 100`).
    static func run(
        _ arguments: [String], signal: Int32, when ready: () -> Bool, timeout: Double = 120,
        shell: String? = nil
    ) throws -> Outcome {
        let process = Process()
        let executable = try BuiltExecutable.path()
        if let shell {
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-c", shell + "; exec \"$0\" \"$@\"", executable] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        var signalSent = false
        while process.isRunning, Date() < deadline {
            if !signalSent, ready() {
                kill(process.processIdentifier, signal)
                signalSent = true
            }
            usleep(1000)
        }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw FaultSetupError(
                "luckywheel \(arguments.joined(separator: " ")) still ran after \(timeout) s")
        }
        process.waitUntilExit()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return Outcome(
            status: process.terminationStatus,
            wasKilledBySignal: process.terminationReason == .uncaughtSignal,
            signalSent: signalSent, standardError: text)
    }
}
