import WheelSupport

/// The sounds of the wheel, synthesized by code (no sample files), the same samples on every
/// platform: sines from plain IEEE arithmetic (`UnitCircle`) and `ElementaryFunctions.exp`.
/// Samples are in −1…1 at ``sampleRate``.
public enum TickSounds {
    /// Samples per second of every sound and soundtrack, Hz.
    public static let sampleRate = 48_000

    /// The tick of a border passing the pointer: 4 ms of two damped partials (2.8 and
    /// 5.3 kHz) that start at full strength on their first sample, so the click's onset is one
    /// exact sample; peak 0.5.
    public static let click: [Double] = sound(
        seconds: 0.004, attack: 0, decay: 0.0007, amplitude: 0.5,
        partials: [(frequency: 2_800, weight: 0.7), (frequency: 5_300, weight: 0.3)])

    /// The chime when the wheel stops: 1.2 s of a bell-like chord (A5, E6, A6 and a faint
    /// inharmonic 2.76 × A5) rising over 3 ms and dying away with a 0.3 s time constant; peak
    /// about 0.35.
    public static let chime: [Double] = sound(
        seconds: 1.2, attack: 0.003, decay: 0.3, amplitude: 0.35,
        partials: [
            (frequency: 880, weight: 0.45), (frequency: 1_318.5, weight: 0.25),
            (frequency: 1_760, weight: 0.2),
            (frequency: 2_428.8, weight: 0.1),
        ])

    /// A sum of cosines `Σ weight · cos(2π f t)` under a linear attack and an exponential
    /// decay (time constant `decay` seconds).
    static func sound(
        seconds: Double, attack: Double, decay: Double, amplitude: Double,
        partials: [(frequency: Double, weight: Double)]
    ) -> [Double] {
        let count = Int(seconds * Double(sampleRate))
        return (0..<count).map { index in
            let time = Double(index) / Double(sampleRate)
            var value = 0.0
            for partial in partials {
                // The phase in turns, reduced to one turn so the sine stays accurate.
                let turns = Rounding.reduced(partial.frequency * time, period: 1)
                value += partial.weight * UnitCircle.cosine(2 * Double.pi * turns)
            }
            let rise = attack > 0 ? min(1, time / attack) : 1
            return amplitude * rise * ElementaryFunctions.exp(-time / decay) * value
        }
    }
}
