/**
 * Function words of four letters or more, Indonesian and English, that the leak guard's
 * vocabulary check ignores: any answer uses them, so sharing them with a prompt shows nothing.
 * Written as the guard reads words (lower case, letters only). Shorter words need no entry: the
 * vocabulary holds only words of LEAK_VOCABULARY_MIN_LENGTH letters or more.
 */
export const LEAK_STOPWORDS: ReadonlySet<string> = new Set(
  `
  adalah agar akan akhir akhirnya anda antara apakah atas atau bagaimana bagi bahkan bahwa banyak
  begitu belum berapa berikut beberapa biar bila bisa boleh bukan cukup dalam dapat dari demikian
  dengan depan diri dong hanya harus hingga ialah jadi jangan juga justru kalau kalian kami kamu
  karena kapan kecuali kemudian kenapa kepada ketika kita lagi lain lalu lebih maka mana masih
  maupun mereka mungkin namun nanti oleh pada para perlu pernah saat saja sama sambil sampai sangat
  sana saya seakan sebab sebagai sebelum secara sedang sedangkan sehingga sejak selain selalu
  seluruh semua semuanya sendiri seperti serta setelah setiap sini siapa sudah supaya tanpa tapi
  telah tentang terhadap tersebut tetap tetapi tiap untuk yaitu yakni yang
  satu empat lima enam tujuh delapan sembilan sepuluh puluh ratus ribu pertama kedua ketiga keempat
  about above after again also always another because been before being below between both could
  does doing down during each either every from further have having here into just like more most
  much must never only other over please same should some such than that their them then there
  these they this those through under until very were what when where which while with within
  without would your yours
  `
    .split(/\s+/)
    .filter(Boolean),
)
