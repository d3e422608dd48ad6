import LuckyWheelCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// A reader that goes away (`luckywheel render --format rgba | head -c 100`) must become an
// I/O error we can report, not a silent death by SIGPIPE.
signal(SIGPIPE, SIG_IGN)
// Ctrl-C, SIGTERM and SIGHUP remove partial output before the process ends.
InterruptCleanup.shared.installSignalHandlers()
let status = LuckyWheelTool.main(Array(CommandLine.arguments.dropFirst()), console: StandardConsole())
exit(status.rawValue)
