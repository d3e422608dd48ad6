// LuckyWheelCLI
