print("layout-render")
