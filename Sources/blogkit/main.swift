import BlogKitCLI

BlogKit.main()
