# CPack: `make package` (the top Makefile) builds a .deb from what packaging/CMakeLists.txt
# installs. Included from the top CMakeLists, after every install() rule.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME dugout)
set(CPACK_PACKAGE_VENDOR "Dugout")
set(CPACK_PACKAGE_CONTACT "Dugout maintainers <dugout@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_INSTALL_DIRECTORY /usr)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
# A Debug binary carries its debug information (about 100 MB); the package does not.
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# The first line of the Description is CPACK_PACKAGE_DESCRIPTION_SUMMARY; this is the rest.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "Dugout is a desktop application for people who play Blood Bowl, the\n\
tabletop game, under the LRB6 rules: coaches build and manage teams,\n\
commissioners run leagues, and two coaches at a table track a match\n\
live. In English and French.")
# Depends from the libraries the binary links (dpkg-shlibdeps), plus what Qt loads at run time
# and no linker sees: the SQLite driver and the SVG icon plug-ins, and libxlsxwriter, opened on
# the first spreadsheet export (core/spreadsheet/XlsxFile). Recommended: Qt's own French
# messages, and Qt's PostgreSQL driver for a league on a server (issue 21; without it Dugout
# says to install it when given a postgresql:// address).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, libqt6svg6, libxlsxwriter4")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, libqt6sql6-psql")
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)

include(CPack)
