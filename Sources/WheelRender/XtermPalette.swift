/// The xterm 256-colour palette above the 16 system colours: a 6 × 6 × 6 colour cube
/// (indices 16…231, levels 0, 95, 135, 175, 215, 255) and a 24-step grey ramp (232…255,
/// levels 8, 18, …, 238). The system colours are left out because terminals redefine them.
enum XtermPalette {
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The palette index nearest to a colour (squared RGB distance), cube or grey.
    static func index(red: Int, green: Int, blue: Int) -> Int {
        let cube = (nearestCubeStep(red), nearestCubeStep(green), nearestCubeStep(blue))
        let cubeIndex = 16 + 36 * cube.0 + 6 * cube.1 + cube.2
        let greyStep = min(23, max(0, ((red + green + blue) / 3 - 3) / 10))
        let greyIndex = 232 + greyStep
        return distance(color(of: greyIndex), (red, green, blue))
            < distance(color(of: cubeIndex), (red, green, blue))
            ? greyIndex : cubeIndex
    }

    /// The colour of a palette index in 16…255.
    static func color(of index: Int) -> (red: Int, green: Int, blue: Int) {
        if index >= 232 {
            let level = 8 + 10 * (index - 232)
            return (level, level, level)
        }
        let cube = index - 16
        return (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
    }

    /// The nearest of the cube's levels: boundaries halfway between them (47, 115, 155, …).
    private static func nearestCubeStep(_ value: Int) -> Int {
        if value < 48 { return 0 }
        if value < 115 { return 1 }
        return min(5, (value - 35) / 40)
    }

    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        (a.0 - b.0) * (a.0 - b.0) + (a.1 - b.1) * (a.1 - b.1) + (a.2 - b.2) * (a.2 - b.2)
    }
}
