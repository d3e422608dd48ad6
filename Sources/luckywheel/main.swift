import LuckyWheelCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Before any file is opened: a closed standard stream must not become the next file's descriptor.
StandardConsole.claimClosedStandardStreams()
// A reader that goes away (`luckywheel render --format rgba | head -c 100`) must become an
// I/O error we can report, not a silent death by SIGPIPE.
signal(SIGPIPE, SIG_IGN)
// So must a write past the file size limit (`ulimit -f`): EFBIG, "File too large", exit 74.
signal(SIGXFSZ, SIG_IGN)
// Ctrl-C, Ctrl-\, SIGTERM, SIGHUP and the other signals of InterruptCleanup.signals remove partial
// output and restore the terminal before the process ends.
InterruptCleanup.shared.installSignalHandlers()
// Arguments are read as UTF-8; one that is not would silently become other text.
let notUTF8 = (1..<Int(CommandLine.argc)).filter { index in
    CommandLine.unsafeArgv[index].map { String(validatingCString: $0) == nil } ?? false
}.map { $0 - 1 }
let status = LuckyWheelTool.main(
    Array(CommandLine.arguments.dropFirst()), console: StandardConsole(), notUTF8: notUTF8)
// An interrupt being handled ends the process itself (by the signal, or with 128 + its number).
InterruptCleanup.shared.waitForHandling()
exit(status.rawValue)
