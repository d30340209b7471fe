// A program that only links one of Dugout's libraries, so tests/layers can read which shared
// libraries that library brings (tests/layers/CMakeLists.txt).
int main()
{
    return 0;
}
