#include "Palette.h"

using namespace Qt::StringLiterals;

namespace dugout {

QColor Palette::color(Color role)
{
    switch (role) {
    case Color::DefaultTeam:
        return QColor(0x1f, 0x4e, 0x9c);
    case Color::DarkText:
        return QColor(0x20, 0x20, 0x20);
    case Color::LightText:
        return QColor(Qt::white);
    case Color::Gain:
        return QColor(0x1b, 0x7f, 0x3a);
    case Color::Loss:
        return QColor(0xb3, 0x26, 0x1e);
    case Color::WarningText:
        return QColor(0xb3, 0x26, 0x1e);
    case Color::Danger:
        return QColor(0xc6, 0x28, 0x28);
    case Color::Win:
        return QColor(0x2e, 0x7d, 0x32);
    case Color::Defeat:
        return QColor(0xc6, 0x28, 0x28);
    case Color::RedSuit:
        return QColor(0xb0, 0x10, 0x10);
    case Color::LeagueBand:
        return QColor(0x2b, 0x5f, 0x38);
    case Color::LeagueBandText:
        return QColor(0xdd, 0xea, 0xdf);
    case Color::LeagueBandEdge:
        return QColor(255, 255, 255, 70);
    case Color::InformationTint:
        return QColor(0x3d, 0x8b, 0xd6);
    case Color::PositiveTint:
        return QColor(0x2e, 0x9e, 0x4f);
    case Color::WarningTint:
        return QColor(0xe0, 0x9b, 0x1a);
    case Color::ErrorTint:
        return QColor(0xd0, 0x3b, 0x30);
    case Color::BarShadow:
        return QColor(0, 0, 0, 90);
    case Color::StateReserves:
        return QColor(0x8a, 0x8f, 0x96);
    case Color::StateStanding:
        return QColor(0x2e, 0x8b, 0x47);
    case Color::StateProne:
        return QColor(0xc9, 0x9a, 0x06);
    case Color::StateStunned:
        return QColor(0xe0, 0x6c, 0x10);
    case Color::StateKnockedOut:
        return QColor(0x2f, 0x6f, 0xc0);
    case Color::StateCasualty:
        return QColor(0xc6, 0x28, 0x28);
    case Color::StateSentOff:
        return QColor(0x7b, 0x3f, 0xa8);
    case Color::StateFainted:
        return QColor(0x00, 0x89, 0x8c);
    case Color::StateUnknown:
        return QColor(Qt::gray);
    case Color::PitchGrass:
        return QColor(0x4c, 0x8c, 0x3f);
    case Color::PitchGrassAlt:
        return QColor(0x44, 0x80, 0x38);
    case Color::PitchLine:
        return QColor(255, 255, 255, 200);
    case Color::PitchEndZone:
        return QColor(0x36, 0x6b, 0x2d);
    case Color::PitchTarget:
        return QColor(0xff, 0xd5, 0x4f, 150);
    case Color::PitchSelected:
        return QColor(0xff, 0xee, 0x58);
    case Color::PitchBall:
        return QColor(0x8d, 0x55, 0x24);
    case Color::PrintInk:
        return QColor(0x1a, 0x1a, 0x1a);
    case Color::PrintRule:
        return QColor(0x9a, 0x9a, 0x9a);
    case Color::PrintShade:
        return QColor(0xf2, 0xf2, 0xf2);
    case Color::PrintHeaderShade:
        return QColor(0xe0, 0xe0, 0xe0);
    case Color::SheetShade:
        return QColor(0xf0, 0xf0, 0xf0);
    case Color::SheetHeaderShade:
        return QColor(0xd9, 0xd9, 0xd9);
    case Color::PrintTableBorder:
        return QColor(0x99, 0x99, 0x99);
    case Color::PrintSecondaryText:
        return QColor(0x44, 0x44, 0x44);
    case Color::PrintMutedText:
        return QColor(0x55, 0x55, 0x55);
    case Color::PrintFaintText:
        return QColor(0x77, 0x77, 0x77);
    case Color::PrintInjury:
        return QColor(0x9b, 0x1c, 0x1c);
    case Color::ForgeIce:
        return QColor(0xe8, 0xf3, 0xfa);
    case Color::ForgeLine:
        return QColor(0x7a, 0x9c, 0xb4);
    case Color::ForgeEndZone:
        return QColor(0xcf, 0xe2, 0xf0);
    case Color::ForgeVolcano:
        return QColor(0x4a, 0x2a, 0x22);
    case Color::ForgeCrevasse:
        return QColor(0x1f, 0x3a, 0x5c);
    case Color::ForgeLava:
        return QColor(0xe8, 0x5a, 0x10);
    case Color::ForgeCrest:
        return QColor(0x8c, 0x86, 0x80);
    case Color::ForgeGenestealer:
        return QColor(0x7b, 0x2d, 0x9a);
    case Color::ForgeItem:
        return QColor(0xd4, 0xa0, 0x17);
    case Color::ForgeToRoll:
        return QColor(0xf2, 0xc2, 0x00);
    case Color::ForgePath:
        return QColor(0x12, 0x8a, 0x3e);
    }
    return QColor(Qt::gray);
}

QString Palette::css(Color role)
{
    return color(role).name(QColor::HexRgb);
}

QColor Palette::teamColor(const QString &stored)
{
    return QColor::isValidColorName(stored) ? QColor::fromString(stored)
                                            : color(Color::DefaultTeam);
}

QList<QColor> Palette::teamPresets()
{
    return {QColor(0x1f, 0x4e, 0x9c), QColor(0xa3, 0x1f, 0x2b), QColor(0x2e, 0x7d, 0x32),
            QColor(0x6a, 0x1b, 0x9a), QColor(0xe0, 0x8a, 0x00), QColor(0x37, 0x47, 0x4f),
            QColor(0x00, 0x83, 0x8f), QColor(0x5d, 0x40, 0x37)};
}

QColor Palette::textOn(const QColor &background, qreal threshold)
{
    const double luminance =
        0.2126 * background.redF() + 0.7152 * background.greenF() + 0.0722 * background.blueF();
    return luminance > threshold ? color(Color::DarkText) : color(Color::LightText);
}

QColor Palette::mix(const QColor &a, const QColor &b, qreal t)
{
    return QColor::fromRgbF(a.redF() * (1 - t) + b.redF() * t,
                            a.greenF() * (1 - t) + b.greenF() * t,
                            a.blueF() * (1 - t) + b.blueF() * t);
}

qreal Palette::factor(Text role)
{
    switch (role) {
    case Text::Smaller:
        return 0.85;
    case Text::Caption:
        return 0.9;
    case Text::Small:
        return 0.92;
    case Text::Body:
        return 1.0;
    case Text::Roomy:
        return 1.05;
    case Text::Larger:
        return 1.1;
    case Text::Figures:
        return 1.15;
    case Text::Emphasis:
        return 1.2;
    case Text::PanelTitle:
        return 1.25;
    case Text::Marker:
        return 1.3;
    case Text::SectionTitle:
        return 1.4;
    case Text::TurnNumber:
        return 1.5;
    case Text::BandTitle:
        return 1.6;
    case Text::PageTitle:
        return 1.8;
    case Text::TeamName:
        return 1.9;
    case Text::Score:
        return 4.6;
    }
    return 1.0;
}

QFont Palette::font(QFont font, Text role, bool bold, qreal extra)
{
    font.setPointSizeF(font.pointSizeF() * factor(role) * extra);
    if (bold)
        font.setBold(true);
    return font;
}

int Palette::points(PrintText role)
{
    switch (role) {
    case PrintText::SummaryBody:
        return 9;
    case PrintText::SummaryTitle:
        return 20;
    case PrintText::SummaryHeading:
        return 13;
    case PrintText::SummaryFootnote:
        return 7;
    case PrintText::ReportBody:
        return 8;
    case PrintText::ReportTitle:
        return 17;
    case PrintText::ReportHeading:
        return 11;
    case PrintText::ReportFootnote:
        return 6;
    }
    return 9;
}

QString Palette::printFamily()
{
    return u"DejaVu Sans"_s;
}

} // namespace dugout
