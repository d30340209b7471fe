// The French translation is complete: every source string has a finished translation.
#include <QFile>
#include <QTest>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

namespace {

struct Message
{
    QString context;
    QString source;
    QString translation;
    bool unfinished = false;
    bool numerus = false;
};

QList<Message> readTs(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    QXmlStreamReader xml(&file);
    QList<Message> messages;
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == u"name"_s) {
            context = xml.readElementText();
        } else if (xml.name() == u"message"_s) {
            current =
                Message{context, {}, {}, false, xml.attributes().value(u"numerus"_s) == u"yes"_s};
        } else if (xml.name() == u"source"_s) {
            current.source = xml.readElementText();
        } else if (xml.name() == u"translation"_s) {
            const auto type = xml.attributes().value(u"type"_s);
            current.unfinished = type == u"unfinished"_s;
            const bool obsolete = type == u"obsolete"_s || type == u"vanished"_s;
            current.translation =
                xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed();
            if (!obsolete)
                messages << current;
        }
    }
    if (xml.hasError())
        qFatal("%s: %s", qPrintable(path), qPrintable(xml.errorString()));
    return messages;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void frenchIsComplete()
    {
        const auto messages =
            readTs(QStringLiteral(DUGOUT_SOURCE_DIR) + u"/translations/dugout_fr.ts"_s);
        QVERIFY(messages.size() > 20);
        QStringList missing;
        for (const Message &message : messages) {
            if (message.unfinished || message.translation.isEmpty())
                missing << message.context + u": "_s + message.source;
        }
        QVERIFY2(missing.isEmpty(), qPrintable(u"untranslated:\n"_s + missing.join(u'\n')));
    }

    void frenchCoversEverySourceString()
    {
        const auto english =
            readTs(QStringLiteral(DUGOUT_SOURCE_DIR) + u"/translations/dugout_en.ts"_s);
        const auto french =
            readTs(QStringLiteral(DUGOUT_SOURCE_DIR) + u"/translations/dugout_fr.ts"_s);
        QSet<QString> translated;
        for (const Message &message : french)
            translated.insert(message.context + u'\x1f' + message.source);
        QStringList missing;
        for (const Message &message : english) {
            if (!translated.contains(message.context + u'\x1f' + message.source))
                missing << message.context + u": "_s + message.source;
        }
        QVERIFY2(missing.isEmpty(), qPrintable(u"not in dugout_fr.ts:\n"_s + missing.join(u'\n')));
    }

    void placeholdersSurviveTranslation()
    {
        const auto messages =
            readTs(QStringLiteral(DUGOUT_SOURCE_DIR) + u"/translations/dugout_fr.ts"_s);
        static const QRegularExpression placeholder(u"%\\d"_s);
        QStringList broken;
        for (const Message &message : messages) {
            QStringList sourceMarks;
            QStringList translationMarks;
            for (auto it = placeholder.globalMatch(message.source); it.hasNext();)
                sourceMarks << it.next().captured();
            for (auto it = placeholder.globalMatch(message.translation); it.hasNext();)
                translationMarks << it.next().captured();
            sourceMarks.sort();
            translationMarks.sort();
            sourceMarks.removeDuplicates();
            translationMarks.removeDuplicates();
            if (sourceMarks != translationMarks)
                broken << message.source;
        }
        QVERIFY2(broken.isEmpty(), qPrintable(broken.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
