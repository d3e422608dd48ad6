/// Warnings found before a command knows whether it runs (reading `--assets`, a fair game's
/// client seed): told together once its checks pass, never ahead of an error that stops the
/// run: a usage error (`--target 9` on an 8-segment sheet was told that the sheet would be
/// drawn upscaled first) or an output that exists or cannot be made. When reading the images
/// fails, only the image warnings that may explain it go with the error
/// (``SpinArguments/explainsRefusal(_:)``: a misnamed file explains a folder with none).
struct HeldWarnings {
    private var texts: [String] = []

    /// Holds `text` (without `warning: `).
    mutating func add(_ text: String?) {
        if let text { texts.append(text) }
    }

    /// Tells every warning held, in order, and lets them go.
    mutating func tell(_ console: any Console) {
        for text in texts { console.warn(text) }
        texts = []
    }
}
