#include "Language.h"

#include "core/log/Logging.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

using namespace Qt::StringLiterals;

namespace dugout {

bool Language::isSupported(const QString &language)
{
    return language == u"en"_s || language == u"fr"_s;
}

QString Language::resolve(const QString &requested, const QString &saved)
{
    if (isSupported(requested))
        return requested;
    if (isSupported(saved))
        return saved;
    return QLocale::system().language() == QLocale::French ? u"fr"_s : u"en"_s;
}

void Language::install(QCoreApplication &app, const QString &language)
{
    QLocale::setDefault(QLocale(language == u"fr"_s ? QLocale::French : QLocale::English,
                                language == u"fr"_s ? QLocale::France : QLocale::UnitedKingdom));
    auto *dugout = new QTranslator(&app);
    if (dugout->load(u":/i18n/dugout_"_s + language + u".qm"_s))
        app.installTranslator(dugout);
    else
        qCWarning(lcApp) << "no translation for" << language;
    auto *qt = new QTranslator(&app);
    if (qt->load(u"qtbase_"_s + language, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        app.installTranslator(qt);
}

} // namespace dugout
