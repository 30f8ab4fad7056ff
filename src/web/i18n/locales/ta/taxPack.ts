/** Tamil texts of the taxPack namespace: financial years, interest certificates, the tax summary. */
export const taxPack = {
  year: {
    label: 'நிதியாண்டு',
    option: '{{year}} (ஏப்ரல் {{from}} – மார்ச் {{to}})',
    optionProvisional: '{{year}} (ஏப்ரல் {{from}} – மார்ச் {{to}}), தற்காலிகமானது',
    hint: 'ஏப்ரல் முதல் மார்ச் வரை. நடப்பு ஆண்டுக்குத் தற்காலிகச் சான்றிதழ் கிடைக்கும்.',
  },
  summary: {
    heading: 'வரிச் சுருக்கம்',
    text: 'ஒரு நிதியாண்டுக்கான உங்கள் எல்லாக் கடன்களின் வட்டியும் அசலும், ஒரே PDF-இல், அவை வழக்கமாகத் தொடர்புடைய வருமான வரிப் பிரிவுகளுடன். தகவலுக்காக மட்டுமே, வரி ஆலோசனை அல்ல.',
    download: 'வரிச் சுருக்கத்தைப் பதிவிறக்கு',
    downloading: 'தயாராகிறது…',
    downloaded: '{{year}}-க்கான வரிச் சுருக்கம் பதிவிறக்கப்பட்டது',
    failed: 'உங்கள் வரிச் சுருக்கத்தைத் தயாரிக்க முடியவில்லை. மீண்டும் முயலவும்.',
  },
} as const;
