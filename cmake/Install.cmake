# `cmake --install` puts the app, its desktop entry, icons and translations in the usual places;
# `cpack -G DEB` (from the release build dir) makes a .deb for Debian 12.
include(GNUInstallDirs)

install(FILES ${PROJECT_SOURCE_DIR}/resources/desktop/goldset.desktop
        DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${PROJECT_SOURCE_DIR}/resources/desktop/goldset-mime.xml
        DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages RENAME goldset.xml)
install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/goldset.svg
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
foreach(size 16 32 48 64 128 256)
    install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/hicolor/goldset-${size}.png
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps RENAME goldset.png)
endforeach()

set(CPACK_PACKAGE_NAME goldset)
set(CPACK_PACKAGE_VENDOR "Goldset")
set(CPACK_PACKAGE_CONTACT "Goldset developers <dev@goldset.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Workbench for RAG evaluation gold sets")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Shared-library dependencies come from dpkg-shlibdeps; these are plugins and data loaded at run
# time: the SQLite driver, the platform plugins, Qt's own translations (file dialogs, wizard
# buttons in German, Chinese, Japanese) and fonts that cover Chinese and Japanese text.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, qt6-qpa-plugins, libqt6svg6, qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-droid-fallback, fonts-noto-cjk")
include(CPack)
